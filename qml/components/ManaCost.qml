// ManaCost: a mana cost drawn as a row of small coloured discs, one per symbol.
//
// Properties:
//   cost        : string  e.g. "{2}{R}{G}", "{X}{U}", "{W/U}"; "" draws nothing
//   symbolSize  : real    diameter of one disc in px (default 14)
//   symbols     : list<string> (readonly) the symbols parsed from cost, e.g. ["2","R","G"]
pragma ComponentBehavior: Bound
import QtQuick

Row {
    id: root

    property string cost: ""
    property real symbolSize: 14
    readonly property var symbols: {
        const found = []
        const re = /\{([^}]+)\}/g
        let m
        while ((m = re.exec(root.cost)) !== null)
            found.push(m[1])
        return found
    }

    spacing: Math.max(1, root.symbolSize * 0.1)

    Repeater {
        model: root.symbols
        delegate: Rectangle {
            id: disc
            required property string modelData
            width: root.symbolSize
            height: root.symbolSize
            radius: width / 2
            color: Theme.manaColor(disc.modelData)
            border.color: "#40000000"
            border.width: Math.max(1, root.symbolSize * 0.06)

            Text {
                anchors.fill: parent
                anchors.margins: parent.width * 0.1
                text: disc.modelData
                color: Theme.cardText
                font.bold: true
                font.pixelSize: disc.height * 0.7
                fontSizeMode: Text.Fit
                minimumPixelSize: 4
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
