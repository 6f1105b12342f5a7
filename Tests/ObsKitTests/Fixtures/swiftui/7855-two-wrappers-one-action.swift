// Custom DynamicProperty: two wrappers and a @State changed by one button (a quiz's streak and lives)
// Writes in one action are coalesced: one body, whose _printChanges lists every changed dynamic property by its
// host field, in declaration order (rules §10.1, §12.1, §7.3). An equal write (a streak already 0 set to 0) is no
// change and is not listed (rules §3.4).
import SwiftUI

@propertyWrapper
struct Streak: DynamicProperty {
    @State private var run = 0

    init() {}

    var wrappedValue: Int {
        get { run }
        nonmutating set { run = newValue }
    }
}

@propertyWrapper
struct Lives: DynamicProperty {
    @State private var left: Int

    init(_ start: Int) {
        _left = State(initialValue: start)
    }

    var wrappedValue: Int {
        get { left }
        nonmutating set { left = max(0, newValue) }
    }
}

struct Quiz: View {
    @Streak var streak
    @Lives(3) var lives
    @State private var answered = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("streak \(streak), lives \(lives), answered \(answered)")
        HStack {
            Button("Right") {
                streak += 1
                answered += 1
            }
            Button("Wrong") {
                streak = 0
                lives -= 1
                answered += 1
            }
        }
    }
}

:mount Quiz()
// expect: Quiz: @self, @identity, _streak, _lives, _answered changed.
// expect: streak 0, lives 3, answered 0
:tap "Right"
// expect: Quiz: _streak, _answered changed.
// expect: streak 1, lives 3, answered 1
:tap "Wrong"
// expect: Quiz: _streak, _lives, _answered changed.
// expect: streak 0, lives 2, answered 2
:tap "Wrong"
// expect: Quiz: _lives, _answered changed.
// expect: streak 0, lives 1, answered 3
