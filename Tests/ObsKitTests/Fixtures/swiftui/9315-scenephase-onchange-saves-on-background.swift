// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/scenephase (a view reads the scene phase and saves when it changes to background; the phase is set from a test host)
// ScenePhase: "If you read the phase from inside a View instance, you obtain a value that reflects the phase of
// the scene that contains the view", read with `@Environment(\.scenePhase)`, and Apple's example reacts with
// onChange(of:). `scenePhase` is a writable EnvironmentValues property, so a host view can set it for its
// content with environment(_:_:), standing in for the system moving the scene between phases (no command here
// moves a real scene). onChange(of:initial:_:) runs only when the value differs from the last one, with the old and
// new values; it does not run when the view first appears (initial is false).
// - Mount: nothing printed (no change yet).
// - Going inactive: active -> inactive, nothing saved.
// - Going to the background: inactive -> background, then the notes are saved.
// - Tapping "Background" again writes the same phase: no change, no action.
// - Coming back: background -> active.
import SwiftUI

struct NotesEditor: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var unsavedNotes = 3

    var body: some View {
        Text("\(unsavedNotes) unsaved notes")
            .onChange(of: scenePhase) { oldPhase, newPhase in
                print("phase \(describe(oldPhase)) -> \(describe(newPhase))")
                if newPhase == .background {
                    print("saving \(unsavedNotes) notes")
                    unsavedNotes = 0
                }
            }
    }

    private func describe(_ phase: ScenePhase) -> String {
        switch phase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }
}

struct PhaseHost: View {
    @State private var phase: ScenePhase = .active

    var body: some View {
        VStack {
            NotesEditor()
                .environment(\.scenePhase, phase)
            Button("Inactive") { phase = .inactive }
            Button("Background") { phase = .background }
            Button("Active") { phase = .active }
        }
    }
}

:mount PhaseHost()
:tap "Inactive"
// expect: phase active -> inactive
:tap "Background"
// expect: phase inactive -> background
// expect: saving 3 notes
:tap "Background"
:tap "Active"
// expect: phase background -> active
:tree
// expect: PhaseHost#1
// expect:   VStack
// expect:     NotesEditor#2  .environment
// expect:       Text "0 unsaved notes"  .onChange
// expect:     Button "Inactive"
// expect:     Button "Background"
// expect:     Button "Active"
