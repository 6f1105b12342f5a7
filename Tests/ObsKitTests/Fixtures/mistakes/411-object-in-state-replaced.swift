// An ObservableObject kept in a parent's `@State` (to be able to replace it whole) and passed to an
// `@ObservedObject` child: the State holds a reference, so changes inside the object re-run only the
// child that observes it, never the owner; assigning a new object is a State change, which re-runs the
// owner, and the child's box moves to the new object, whose changes then reach the child.
// Basis: rules §3 (a non-Observable class in State: only reassigning the reference triggers updates),
// rules §5 (a new instance ⇒ the old subscription is cancelled and a new one made), rules §12.
var made = 0
final class Stopwatch: ObservableObject {
    @Published var laps = 0
    let serial: Int
    init() {
        made += 1
        serial = made
        print("Stopwatch init", serial)
    }
}

struct LapCounter: View {
    @ObservedObject var watch: Stopwatch
    var body: some View {
        let _ = print("LapCounter shows", watch.laps, "on watch", watch.serial)
        Button("Lap") { watch.laps += 1 }
    }
}

struct Track: View {
    @State private var watch = Stopwatch()
    var body: some View {
        let _ = Self._printChanges()
        Button("New watch") { watch = Stopwatch() }
        LapCounter(watch: watch)
    }
}

:mount Track()
:tap "Lap"
:tap "Lap"
print("-- replace")
:tap "New watch"
:tap "Lap"

// expect: Stopwatch init 1
// expect: Track: @self, @identity, _watch changed.
// expect: LapCounter shows 0 on watch 1
// expect: LapCounter shows 1 on watch 1
// expect: LapCounter shows 2 on watch 1
// expect: -- replace
// expect: Stopwatch init 2
// expect: Track: _watch changed.
// expect: LapCounter shows 0 on watch 2
// expect: LapCounter shows 1 on watch 2
