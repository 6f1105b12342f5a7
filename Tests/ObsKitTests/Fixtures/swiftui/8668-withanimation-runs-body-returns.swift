// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withanimation(_:_:) (withAnimation runs its body and returns the body's result; the state written inside it changes at once, as without animation, so onChange sees the new value in the same update)
import SwiftUI

struct ExpandingCard: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button("Toggle") {
                let next = !isExpanded
                let result = withAnimation(.easeInOut(duration: 2)) {
                    isExpanded = next
                    return next ? "expanding" : "collapsing"
                }
                print("withAnimation returned \(result)")
            }
            if isExpanded {
                Text("More details")
            }
        }
        .onChange(of: isExpanded) { oldValue, newValue in
            print("isExpanded \(oldValue) -> \(newValue)")
        }
    }
}

:mount ExpandingCard()
:tap "Toggle"
print("no time has passed")
:tap "Toggle"
// expect: withAnimation returned expanding
// expect: isExpanded false -> true
// expect: no time has passed
// expect: withAnimation returned collapsing
// expect: isExpanded true -> false
