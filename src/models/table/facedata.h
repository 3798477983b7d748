// Card faces as the QML FaceView reads them.
#pragma once

#include <QVariantMap>

namespace rules {
class Game;
struct CardFace;
struct Permanent;
}

/// A map with the keys FaceView reads: name, manaCost, typeLine, oracleText, ptText, colors,
/// isLand, mark ("day" for a daybound face, "night" for a nightbound one, "" otherwise) and
/// notEnforced (list of keyword/ability texts the engine does not enforce yet).
/// With `permanent` given, ptText includes +1/+1 counters (the face's base P/T otherwise).
QVariantMap faceData(const rules::CardFace &face,
                     const rules::Permanent *permanent = nullptr);
