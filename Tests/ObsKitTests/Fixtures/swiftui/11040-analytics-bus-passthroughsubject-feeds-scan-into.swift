// Kodeco style (analytics bus): a PassthroughSubject feeds scan into assign(to:) and collect(3) into a batch sink; the batch prints during the send, the body after it (rules §6.3, §10.1)
import SwiftUI
import Combine

final class AnalyticsViewModel: ObservableObject {
    @Published private(set) var eventCount = 0
    let events = PassthroughSubject<String, Never>()
    private var bag = Set<AnyCancellable>()

    init() {
        events
            .scan(0) { count, _ in count + 1 }
            .assign(to: &$eventCount)
        events
            .collect(3)
            .sink { batch in print("batch upload: \(batch)") }
            .store(in: &bag)
    }
}

struct ArticleView: View {
    @StateObject private var analytics = AnalyticsViewModel()

    var body: some View {
        let _ = print("body count=\(analytics.eventCount)")
        HStack {
            Button("Like") { analytics.events.send("like") }
            Button("Share") { analytics.events.send("share") }
        }
    }
}

:mount ArticleView()
// expect: body count=0
:tap "Like"
// expect: body count=1
:tap "Share"
// expect: body count=2
:tap "Like"
// expect: batch upload: ["like", "share", "like"]
// expect: body count=3
:tap "Share"
// expect: body count=4
