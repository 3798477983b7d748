// Tests for ViewerBanner (whose eyes this screen has): a spectator is told it sees public
// information only, or every hand when the host allows it; a player is told when spectators see
// every hand and told nothing otherwise; a judge's view is marked. Taken from its module.
import QtQuick
import QtTest
import "../../qml/components"

Item {
    id: root
    width: 1024
    height: 100

    TestCase {
        name: "ViewerBanner"
        when: windowShown

        function createBanner(viewer, all) {
            const component = Qt.createComponent("qrc:/DayNight/Ui/ViewerBanner.qml")
            compare(component.status, Component.Ready, component.errorString())
            const banner = createTemporaryObject(component, root, { viewer: viewer, spectatorsSeeAllHands: all })
            verify(banner !== null)
            return banner
        }
        function shownText(banner) {
            return banner.visible ? findChild(banner, "viewerBannerText").text : ""
        }

        function test_spectator() {
            const banner = createBanner("spectator", false)
            compare(shownText(banner), "You are watching: public information only")
            banner.spectatorsSeeAllHands = true
            compare(shownText(banner), "You are watching: spectators see every hand")
        }

        function test_player() {
            const banner = createBanner("seat", false)
            verify(!banner.visible, "a player in an ordinary game is told nothing")
            verify(!banner.shown)
            banner.spectatorsSeeAllHands = true
            verify(banner.visible)
            compare(shownText(banner), "Spectators see every hand, yours too")
            compare(banner.tint, Theme.warning)
        }

        function test_judge() {
            const banner = createBanner("judge", true)
            compare(shownText(banner), "Judge's view: everything, every hand and library")
            verify(banner.width >= findChild(banner, "viewerBannerText").implicitWidth, "the line fits")
        }
    }
}
