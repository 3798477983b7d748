// NetworkLayer: network play on the table's window (GameController.network, NetworkPlay): the
// File menu's Host game…, Join game…, Watch game… and Leave network game actions, their dialogs
// (HostGameDialog, JoinGameDialog), and while a network game is on the table the viewer banner
// (spectators), the players' connection dots, the chat line and the undo request panel. It fills
// the window and takes no click itself.
//
// Properties:
//   controller (required) : GameController  the table
//   menuActions           : list (readonly) the File menu's actions, in order
//   viewerSeat            : int (readonly) this screen's seat at a network game, -1 for none
// Signals:
//   copyRequested(string text)  Copy in the host dialog: the invite (the window's clipboard)
import QtQuick
import QtQuick.Controls
import DayNight.Models

Item {
    id: netLayer

    required property GameController controller
    readonly property NetworkPlay network: netLayer.controller.network
    /// This screen's seat in the network game (its hand is the one face up), -1 for a
    /// spectator or when no network game is on the table.
    readonly property int viewerSeat: netLayer.network.active && netLayer.network.connections.length > 0
                                      ? netLayer.network.connections[0].viewerSeat : -1
    readonly property var menuActions: [hostGameAction, joinGameAction, watchGameAction, leaveGameAction]

    signal copyRequested(string text)

    function openHost() {
        hostLoader.active = true
        if (netLayer.network.role === "host")
            hostLoader.item.open() // hosting: the invite and who has joined
        else
            hostLoader.item.show()
    }
    function openJoin(watching) {
        joinLoader.active = true
        joinLoader.item.watching = watching
        joinLoader.item.show()
    }

    Action { id: hostGameAction; objectName: "hostGameAction"; text: qsTr("&Host game…"); onTriggered: netLayer.openHost() }
    Action { id: joinGameAction; objectName: "joinGameAction"; text: qsTr("&Join game…"); onTriggered: netLayer.openJoin(false) }
    Action { id: watchGameAction; objectName: "watchGameAction"; text: qsTr("&Watch game…"); onTriggered: netLayer.openJoin(true) }
    Action {
        id: leaveGameAction
        objectName: "leaveGameAction"
        text: netLayer.network.role === "host" ? qsTr("Stop &hosting") : qsTr("&Leave network game")
        enabled: netLayer.network.active || netLayer.network.connectingTo !== ""
        onTriggered: netLayer.network.leave()
    }

    Loader {
        id: hostLoader
        objectName: "hostGameLoader"
        active: false
        anchors.fill: parent
        sourceComponent: HostGameDialog {
            id: hostDialog
            invite: netLayer.network.role === "host" ? netLayer.network.invite : ""
            listeningPort: netLayer.network.port
            joined: netLayer.network.joined
            onHostRequested: (seats, spectators, seeAll, port) => {
                if (netLayer.network.host(seats, spectators, seeAll, port) === "")
                    hostDialog.error = netLayer.network.error
            }
            onCopyRequested: text => {
                netLayer.copyRequested(text)
                netLayer.controller.notify(qsTr("Copied the invite to the clipboard: send it to each guest."))
            }
            onStartRequested: hostDialog.close()
            onStopRequested: {
                netLayer.network.leave()
                hostDialog.close()
            }
        }
    }
    Loader {
        id: joinLoader
        objectName: "joinGameLoader"
        active: false
        anchors.fill: parent
        sourceComponent: JoinGameDialog {
            id: joinDialog
            connectingTo: netLayer.network.connectingTo
            error: netLayer.network.error
            onJoinRequested: (invite, name, watching) => {
                if (watching)
                    netLayer.network.watch(invite)
                else
                    netLayer.network.join(invite, name)
            }
            onCancelRequested: netLayer.network.cancel()
            Connections {
                target: netLayer.network
                function onChanged() {
                    if (netLayer.network.active && netLayer.network.role !== "host")
                        joinDialog.close() // the game is on the table
                }
            }
        }
    }

    // Whose eyes this screen has (a spectator; players when spectators see every hand).
    ViewerBanner {
        id: banner
        objectName: "networkViewerBanner"
        anchors { top: parent.top; horizontalCenter: parent.horizontalCenter; topMargin: 4 }
        viewer: netLayer.network.role === "spectator" ? "spectator" : "seat"
        spectatorsSeeAllHands: netLayer.network.spectatorsSeeAllHands
        visible: netLayer.network.active && banner.shown
    }

    // The connections: every seat for the host, the host for a guest.
    Row {
        objectName: "connectionDots"
        anchors { top: parent.top; right: parent.right; topMargin: 4; rightMargin: 12 }
        spacing: 12
        visible: netLayer.network.active
        Repeater {
            model: netLayer.network.connections
            delegate: ConnectionDot {
                required property var modelData
                objectName: "connectionDot"
                name: modelData.name
                status: modelData.state
                rttMs: modelData.roundTripMs
                secondsLeft: modelData.awaySeconds
            }
        }
    }

    ChatLine {
        id: chat
        objectName: "networkChatLine"
        anchors { left: parent.left; bottom: parent.bottom; leftMargin: 8; bottomMargin: 8 }
        visible: netLayer.network.active
        onSendChat: text => netLayer.network.chat(text)
    }

    UndoRequestPanel {
        id: undoPanel
        objectName: "networkUndoPanel"
        anchors.centerIn: parent
        z: 60
        visible: netLayer.network.undoAsked || netLayer.network.undoAsk.asker !== undefined
        mine: netLayer.network.undoAsked
        asker: netLayer.network.undoAsked ? qsTr("You") : (netLayer.network.undoAsk.asker ?? "")
        actionText: qsTr("the last action")
        onAcceptRequested: netLayer.network.answerUndo(true)
        onDeclineRequested: netLayer.network.answerUndo(false)
        onWithdrawRequested: netLayer.network.dismissUndo()
        onDismissed: netLayer.network.dismissUndo()
        onVisibleChanged: if (undoPanel.visible) undoPanel.takeFocus()
    }
}
