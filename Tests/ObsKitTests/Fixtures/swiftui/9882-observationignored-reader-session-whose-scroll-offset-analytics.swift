// Donny Wals style: @ObservationIgnored: a reader session whose scroll offset and analytics log are ignored by Observation; changing them re-runs nothing, and the next tracked change shows their current values (rules §8.1, §8.3)
import SwiftUI

@Observable
final class ReaderSession {
    var pageNumber = 1
    @ObservationIgnored var scrollOffset = 0
    @ObservationIgnored var analyticsEvents: [String] = []

    func turnPage() {
        pageNumber += 1
        analyticsEvents.append("page \(pageNumber)")
    }
}

struct ReaderView: View {
    @State private var session = ReaderSession()

    var body: some View {
        let _ = print("ReaderView body: page \(session.pageNumber), offset \(session.scrollOffset), events \(session.analyticsEvents.count)")
        VStack {
            Text("Page \(session.pageNumber)")
            Button("Scroll") { session.scrollOffset += 100 }
            Button("Next page") { session.turnPage() }
        }
    }
}

:mount ReaderView()
// expect: ReaderView body: page 1, offset 0, events 0
:tap "Scroll"
:tap "Scroll"
:tap "Next page"
// expect: ReaderView body: page 2, offset 200, events 1
:tap "Scroll"
:tap "Next page"
// expect: ReaderView body: page 3, offset 300, events 2
