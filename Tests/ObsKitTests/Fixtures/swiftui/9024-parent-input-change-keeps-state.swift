// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes a view's state storage only once for each instance: when the parent passes a new title, the counter is the same view with a new input, so it shows the new title with the count it had)
import SwiftUI

struct TitledCounter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title): \(count)") {
            count += 1
            print("\(title) count \(count)")
        }
    }
}

struct Dashboard: View {
    @State private var title = "Steps"

    var body: some View {
        VStack {
            TitledCounter(title: title)
            Button("Rename to Stairs") { title = "Stairs" }
        }
    }
}

:mount Dashboard()
:tap "Steps: 0"
:tap "Steps: 1"
:tap "Rename to Stairs"
:tap "Stairs: 2"
// expect: Steps count 1
// expect: Steps count 2
// expect: Stairs count 3
