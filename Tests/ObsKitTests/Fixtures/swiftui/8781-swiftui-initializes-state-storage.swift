// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes state storage once for each container instance: a ViewModifier with its own @State keeps a separate value for each view it is applied to, across its parent's re-renders)
import SwiftUI

struct TapTally: ViewModifier {
    let name: String
    @State private var count = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Button("Tally \(name): \(count)") {
                count += 1
                print("\(name) tally \(count)")
            }
        }
    }
}

extension View {
    func tapTally(_ name: String) -> some View {
        modifier(TapTally(name: name))
    }
}

struct TallyBoard: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Apples").tapTally("apples")
            Text("Pears").tapTally("pears")
            Button("Refresh board \(refreshes)") { refreshes += 1 }
        }
    }
}

:mount TallyBoard()
:tap "Tally apples: 0"
:tap "Tally apples: 1"
:tap "Tally pears: 0"
:tap "Refresh board 0"
:tap "Tally apples: 2"
:tap "Tally pears: 1"
// expect: apples tally 1
// expect: apples tally 2
// expect: pears tally 1
// expect: apples tally 3
// expect: pears tally 2
