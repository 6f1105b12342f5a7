// SwiftUI from Apple's documentation: each branch of an if/else appears anew when the condition selects it
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "SwiftUI understands that
// each branch of the if statement represents a different view with a distinct identity."
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action
// to perform before this view appears." Only appear actions print here, one per flip.
import SwiftUI

struct Panel: View {
    let name: String
    var body: some View {
        Text(name)
            .onAppear { print("\(name) appeared") }
    }
}

struct AppearHost: View {
    @State private var showFirst = true
    var body: some View {
        VStack {
            Button("Flip") { showFirst.toggle() }
            if showFirst {
                Panel(name: "Adoption directory")
            } else {
                Panel(name: "Dog list")
            }
        }
    }
}

:mount AppearHost()
:tap "Flip"
:tap "Flip"
// expect: Adoption directory appeared
// expect: Dog list appeared
// expect: Adoption directory appeared
