// The one Qt Quick Test runner: each tst_*.qml file is its own ctest entry (-input FILE).
#include <QtQuickTest>

QUICK_TEST_MAIN(daynight_qml)
