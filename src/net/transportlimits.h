// What one host accepts from the network before the session sees anything: the caps that keep a
// flood, a slowloris or a memory bomb from taking the host down.
#pragma once

#include <QtGlobal>

namespace net {

/// The caps of the network transport. The defaults suit a table of a few players and a class of
/// spectators; tests lower them to reach them quickly.
struct TransportLimits
{
    /// The largest message, in bytes, either side accepts (a bigger one closes the channel that
    /// sent it). Also the largest WebSocket frame.
    qint64 maxMessageBytes = 1 << 20;
    /// Token bucket per channel on received messages: `messagesPerSecond` sustained, bursts of
    /// `burst`; a channel over it is closed with the reason.
    double messagesPerSecond = 50;
    int burst = 200;
    /// Bytes queued for a peer that does not read (a slow or stalled reader): over this the
    /// channel is closed rather than holding the host's memory.
    qint64 maxQueuedBytes = 32 << 20;
    /// Connections at once (open channels plus handshakes in progress); more are closed at once.
    int maxConnections = 64;
    /// Connections still in their TLS or WebSocket handshake at once; more are closed at once.
    int maxHandshaking = 16;
    /// Connections at once from one client address (open channels plus handshakes in progress;
    /// an IPv4-mapped IPv6 address counts as its IPv4 one), so that one guest cannot take every
    /// slot of maxConnections; more from that address are closed at once.
    int maxConnectionsPerAddress = 8;
    /// Connections from one client address still in their handshake at once; more are closed.
    int maxHandshakingPerAddress = 4;
    /// Milliseconds a connection has from its first byte to an open WebSocket (TLS handshake and
    /// HTTP upgrade) before it is dropped, so a slowloris cannot hold a slot.
    int handshakeTimeoutMs = 5000;
};

} // namespace net
