// Custom DynamicProperty: a `@StateObservable` wrapper keeping an @Observable model in a nested @State
// `State(wrappedValue:)` makes its model at every init, so each parent render makes a throwaway Stopwatch that only
// the new view value holds and the next render drops (rules §3.1, §3.2, §3.3); the child differs (@State compares
// its initial object, §2.5) and re-runs as @self; reads of `laps` are tracked (§8.3, §12.1). Unmount: §1.4.
import SwiftUI

@Observable
final class Stopwatch {
    static var made = 0
    let id: Int
    var laps: [Int] = []

    init() {
        Stopwatch.made += 1
        id = Stopwatch.made
        print("Stopwatch \(id) init")
    }

    deinit { print("Stopwatch \(id) deinit") }
}

@propertyWrapper
struct StateObservable<Model: AnyObject & Observable>: DynamicProperty {
    @State private var model: Model

    init(wrappedValue: @autoclosure () -> Model) {
        _model = State(wrappedValue: wrappedValue())
    }

    var wrappedValue: Model { model }
}

struct LapView: View {
    @StateObservable var watch = Stopwatch()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("Stopwatch \(watch.id): \(watch.laps.count) laps")
        Button("Lap") { watch.laps.append(watch.laps.count + 1) }
    }
}

struct Track: View {
    @State private var runner = "Ana"

    var body: some View {
        VStack {
            Text("Runner \(runner)")
            Button("Swap runner") { runner = runner == "Ana" ? "Ben" : "Ana" }
            LapView()
        }
    }
}

:mount Track()
// expect: Stopwatch 1 init
// expect: LapView: @self, @identity, _watch changed.
// expect: Stopwatch 1: 0 laps
:tap "Lap"
// expect: LapView: @dependencies changed.
// expect: Stopwatch 1: 1 laps
:tap "Swap runner"
// expect: Stopwatch 2 init
// expect: LapView: @self changed.
// expect: Stopwatch 1: 1 laps
:tap "Swap runner"
// expect: Stopwatch 3 init
// expect: Stopwatch 2 deinit
// expect: LapView: @self changed.
// expect: Stopwatch 1: 1 laps
:unmount
// expect: Stopwatch 1 deinit
// expect: Stopwatch 3 deinit
