// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (withAnimation runs its body, so the state change applies and onChange sees it, and returns the body's result)
import SwiftUI

struct ExpandingCard: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text(isExpanded ? "Details shown" : "Details hidden")
            Button("Toggle") {
                let result = withAnimation(.easeInOut) {
                    isExpanded.toggle()
                    return isExpanded ? "opened" : "closed"
                }
                print("withAnimation returned \(result)")
            }
        }
        .onChange(of: isExpanded) { _, newValue in
            print("isExpanded now \(newValue)")
        }
    }
}

:mount ExpandingCard()
:tap "Toggle"
:tap "Toggle"
// expect: withAnimation returned opened
// expect: isExpanded now true
// expect: withAnimation returned closed
// expect: isExpanded now false
