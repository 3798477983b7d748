// Every test program runs in a home of its own. Before main() starts, HOME and the XDG
// configuration, data and cache folders point into a new temporary folder (removed at exit), and
// QStandardPaths' test mode is on: no test reads or writes the player's settings, autosave or
// decks, two tests running at once do not share theirs, and a test run by hand (outside ctest)
// is kept out just the same. Programs a test starts (`daynight`) inherit the folder.
// Linked into every test program by tests/CMakeLists.txt (daynight_test()).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace {

class FreshHome
{
public:
    FreshHome()
        : m_dir(QDir::tempPath() + QStringLiteral("/daynight-test-home-XXXXXX"))
    {
        if (!m_dir.isValid()) {
            std::fprintf(stderr, "cannot make a temporary home for the test: %s\n", qPrintable(m_dir.errorString()));
            std::exit(3);
        }
        const QByteArray home = QFile::encodeName(m_dir.path());
        qputenv("HOME", home);
        for (const char *sub : {"config", "data", "cache"})
            QDir().mkpath(m_dir.filePath(QLatin1String(sub)));
        qputenv("XDG_CONFIG_HOME", home + "/config");
        qputenv("XDG_DATA_HOME", home + "/data");
        qputenv("XDG_CACHE_HOME", home + "/cache");
        QStandardPaths::setTestModeEnabled(true);
    }

private:
    QTemporaryDir m_dir;
};

const FreshHome freshHome;

} // namespace
