// NetFormat: how the table writes the times of network play (a countdown, a round trip).
// Display only: the session counts the time, this only writes it.
.pragma library

/// A countdown as minutes and seconds: 102 -> "1:42", 5 -> "0:05", 600 -> "10:00".
/// Negative or missing seconds read "0:00"; fractions are rounded up (a second still to wait).
function clock(seconds) {
    const s = Math.max(0, Math.ceil(Number(seconds) || 0))
    const m = Math.floor(s / 60)
    const r = s % 60
    return m + ":" + (r < 10 ? "0" : "") + r
}

/// A round-trip time in milliseconds: 23 -> "23 ms", 0.4 -> "<1 ms"; negative (not measured
/// yet) -> "".
function roundTrip(ms) {
    const v = Number(ms)
    if (!(v >= 0))
        return ""
    return v < 1 ? "<1 ms" : Math.round(v) + " ms"
}
