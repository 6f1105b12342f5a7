// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (only @Published properties feed the synthesized objectWillChange: changing a plain var leaves the view stale until a published change re-renders it)
import SwiftUI
import Combine

final class HitCounter: ObservableObject {
    var hits = 0
    @Published var refreshes = 0
}

struct HitView: View {
    @StateObject private var counter = HitCounter()

    var body: some View {
        let _ = print("body: hits \(counter.hits), refreshes \(counter.refreshes)")
        VStack {
            Button("Hit \(counter.hits)") {
                counter.hits += 1
                print("hits now \(counter.hits)")
            }
            Button("Refresh") { counter.refreshes += 1 }
        }
    }
}

:mount HitView()
:tap "Hit 0"
:tap "Hit 0"
:tap "Refresh"
:tap "Hit 2"
// expect: body: hits 0, refreshes 0
// expect: hits now 1
// expect: hits now 2
// expect: body: hits 2, refreshes 1
// expect: hits now 3
