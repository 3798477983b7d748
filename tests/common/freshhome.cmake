# daynight_fresh_home(DIR): empties DIR and points HOME and the XDG configuration, data and cache
# folders of the programs this script runs next into it, so that a test neither reads nor writes
# the player's settings, autosave or decks, nor a folder another test uses at the same time.
function(daynight_fresh_home dir)
    if(NOT dir)
        message(FATAL_ERROR "daynight_fresh_home: no folder given")
    endif()
    file(REMOVE_RECURSE "${dir}")
    file(MAKE_DIRECTORY "${dir}/config" "${dir}/data" "${dir}/cache")
    set(ENV{HOME} "${dir}")
    set(ENV{XDG_CONFIG_HOME} "${dir}/config")
    set(ENV{XDG_DATA_HOME} "${dir}/data")
    set(ENV{XDG_CACHE_HOME} "${dir}/cache")
endfunction()
