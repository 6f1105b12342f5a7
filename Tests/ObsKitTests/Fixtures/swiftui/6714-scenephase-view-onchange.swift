// Follows Apple's `ScenePhase` page (https://developer.apple.com/documentation/swiftui/scenephase): a view reads
// `@Environment(\.scenePhase)` ("If you read the phase from within a view, you obtain the phase of the scene that
// contains the view") and reacts to it with onChange, here with `initial: true`.
// - No ObsREPL command moves the scene to another phase: the simulated device is in the foreground, so the phase
//   is `.active` throughout (rules §15.17, ObsREPL's choice; Apple does not say what a first body sees at launch).
// - `onChange(of:initial:_:)` with `initial: true` runs its action when the view first appears, with the initial
//   value as both old and new ("oldValue: ... or the initial value when requested"), after the body that built it;
//   it runs again only when the value changes (Apple `view/onchange(of:initial:_:)`; rules §10.3).
// - A @State change re-runs the body; the unchanged phase does not fire onChange (rules §3.4).
import SwiftUI

struct WorkoutTimerView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var laps = 0

    var body: some View {
        let _ = print("WorkoutTimerView body: \(name(of: scenePhase)), laps \(laps)")
        VStack {
            Text("Laps: \(laps)")
            Button("Lap") { laps += 1 }
        }
        .onChange(of: scenePhase, initial: true) { oldPhase, newPhase in
            print("phase \(name(of: oldPhase)) -> \(name(of: newPhase)), timer running: \(newPhase == .active)")
        }
    }

    private func name(of phase: ScenePhase) -> String {
        switch phase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }
}

:mount WorkoutTimerView()
// expect: WorkoutTimerView body: active, laps 0
// expect: phase active -> active, timer running: true
:tap "Lap"
// expect: WorkoutTimerView body: active, laps 1
:tap "Lap"
// expect: WorkoutTimerView body: active, laps 2
