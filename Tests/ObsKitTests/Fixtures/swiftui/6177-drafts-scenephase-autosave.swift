// Auto-save on `@Environment(\.scenePhase)`: `onChange(of: scenePhase, initial: true)` switches over the
// phase and saves an @Observable draft store when the app goes to the background (Apple's ScenePhase page).
// Expected: the app is active (rules §15.17), so the initial call prints "scene active"; typing into the
// draft prints nothing; the explicit save prints the text.
import SwiftUI

@Observable
final class DraftStore {
    var text = ""
    var savedCount = 0

    func save() {
        savedCount += 1
        print("saved draft #\(savedCount):", text)
    }
}

struct DraftEditor: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var store = DraftStore()

    var body: some View {
        VStack {
            TextField("Draft", text: $store.text)
            Button("Save now") { store.save() }
        }
        .padding()
        .onChange(of: scenePhase, initial: true) { _, phase in
            switch phase {
            case .active:
                print("scene active")
            case .inactive:
                print("scene inactive")
            case .background:
                store.save()
            @unknown default:
                break
            }
        }
    }
}

:mount DraftEditor()
:type "hi" into "Draft"
:tap "Save now"

// expect: scene active
// expect: saved draft #1: hi
