// Hacking with Swift-style "show progress while saving": a @MainActor view model sets `isSaving` around an async
// save, and the Save button is disabled while a save is running
// What SwiftUI does: the button's `Task` starts when the tap's turn ends; it sets `isSaving` and waits in the mock's
// sleep, so the update shows the saving state (rules §10.1, ObsREPL's choice). `:advance` resumes it: `lastSaved` and,
// from the `defer`, `isSaving` change in one go and give one body run (rules §10.1). While saving, the button is
// `.disabled`, and a tap on it is an error (rules §15.11, ObsREPL's choice: `button "Save" is disabled`), which ends
// this script.
// Sources: rules §8.3, §10.1, §15.11; Apple `View/disabled(_:)`
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

@MainActor
protocol DraftService {
    func save(_ text: String) async throws
}

struct SlowDraftService: DraftService {
    func save(_ text: String) async throws {
        print("SlowDraftService: uploading '\(text)'")
        try await Task.sleep(for: .seconds(1))
    }
}

@MainActor
@Observable
final class DraftEditorViewModel {
    var text = "Hello"
    private(set) var isSaving = false
    private(set) var lastSaved = "never"
    private let service: any DraftService

    init(service: any DraftService) {
        self.service = service
    }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        do {
            try await service.save(text)
            lastSaved = text
        } catch {
            print("save failed")
        }
    }
}

struct DraftEditorScreen: View {
    @State private var viewModel = DraftEditorViewModel(service: SlowDraftService())

    var body: some View {
        let _ = print("DraftEditorScreen body: saving \(viewModel.isSaving), last saved \(viewModel.lastSaved)")
        VStack {
            Text(viewModel.text)
            if viewModel.isSaving {
                ProgressView("Saving…")
            }
            Button("Save") {
                Task { await viewModel.save() }
            }
            .disabled(viewModel.isSaving)
        }
    }
}

:mount DraftEditorScreen()
// expect: DraftEditorScreen body: saving false, last saved never
:tap "Save"
// expect: SlowDraftService: uploading 'Hello'
// expect: DraftEditorScreen body: saving true, last saved never
:advance 1s
// expect: DraftEditorScreen body: saving false, last saved Hello
:tap "Save"
// expect: SlowDraftService: uploading 'Hello'
// expect: DraftEditorScreen body: saving true, last saved Hello
:tap "Save"
// expect-error: button "Save" is disabled
