// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (when the proxy value passed to id(_:) changes, the identity of the view, for example its state, is reset: bumping the generation starts the tally over at 0)
import SwiftUI

struct TallyView: View {
    @State private var count = 0

    var body: some View {
        Button("Tally \(count)") {
            count += 1
            print("tally now \(count)")
        }
    }
}

struct TallyHost: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            TallyView()
                .id(generation)
            Button("Start over") { generation += 1 }
        }
    }
}

:mount TallyHost()
:tap "Tally 0"
:tap "Tally 1"
:tap "Start over"
:tap "Tally 0"
// expect: tally now 1
// expect: tally now 2
// expect: tally now 1
