// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (an @ObservationIgnored property of an @Observable class: writing it re-renders nothing, though the body reads it; the next render shows its current value)
// ObservationIgnored() "Disables observation tracking of a property": the macro leaves that property as plain storage,
// so a body that reads it forms no dependency on it (Managing model data in your app: a view updates when a tracked
// property its body reads changes). `page` stays tracked.
// - Mount: page 1, synced 0.
// - "Sync": only the ignored property changes: no body runs.
// - "Next page": `page` changes: the body runs and reads both: page 2, synced 1.
import SwiftUI

@Observable
final class ReadingSession {
    var page = 1
    @ObservationIgnored var lastSyncedPage = 0
}

struct ReaderView: View {
    @State private var session = ReadingSession()

    var body: some View {
        let _ = print("reader body: page \(session.page), synced \(session.lastSyncedPage)")
        VStack {
            Text("Page \(session.page) (last synced: \(session.lastSyncedPage))")
            Button("Sync") { session.lastSyncedPage = session.page }
            Button("Next page") { session.page += 1 }
        }
    }
}

:mount ReaderView()
// expect: reader body: page 1, synced 0
:tap "Sync"
:tap "Next page"
// expect: reader body: page 2, synced 1
