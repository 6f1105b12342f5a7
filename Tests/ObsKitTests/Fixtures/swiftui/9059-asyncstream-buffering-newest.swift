// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/asyncstream/continuation/bufferingpolicy/bufferingnewest(_:) (a stream that keeps only the newest value: a view's .task that starts late sees only the last one)
// What SwiftUI does: with .bufferingNewest(1), "When the buffer is full, discard the oldest element in the buffer."
// Three locations are sent while no view listens; the map view's task, started when it appears
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)), receives only the newest one, then the
// next one sent.
import SwiftUI

@MainActor
final class LocationFeed {
    let updates: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (updates, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
    }

    func report(_ place: String) {
        continuation.yield(place)
    }
}

struct MapView: View {
    let feed: LocationFeed

    var body: some View {
        Text("Map")
            .task {
                for await place in feed.updates {
                    print("map shows \(place)")
                }
            }
    }
}

struct TripView: View {
    @State private var feed = LocationFeed()
    @State private var showMap = false

    var body: some View {
        VStack {
            Button("Report Oslo") { feed.report("Oslo") }
            Button("Report Bergen") { feed.report("Bergen") }
            Button("Report Tromso") { feed.report("Tromso") }
            Button("Open map") { showMap = true }
            if showMap {
                MapView(feed: feed)
            }
        }
    }
}

:mount TripView()
:tap "Report Oslo"
:tap "Report Bergen"
:tap "Report Tromso"
:tap "Open map"
// expect: map shows Tromso
:tap "Report Oslo"
// expect: map shows Oslo
