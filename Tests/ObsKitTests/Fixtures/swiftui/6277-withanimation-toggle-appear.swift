// "Does withAnimation change when my body runs?": no, the state change inside withAnimation is applied like any other, the body runs once and the inserted view's onAppear follows the update (Apple: withAnimation(_:_:) "returns the result of recomputing the view's body"; SEMANTICS §10 appearance callbacks after the update, §11 onAppear on insertion)
import SwiftUI

struct FAQCard: View {
    @State private var expanded = false

    var body: some View {
        let _ = print("card body, expanded \(expanded)")
        VStack {
            Button("Toggle answer") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    expanded.toggle()
                }
            }
            if expanded {
                Text("Because state drives the view.")
                    .transition(.opacity)
                    .onAppear { print("answer appeared") }
            }
        }
    }
}

:mount FAQCard()
:tap "Toggle answer"
:tap "Toggle answer"
:tap "Toggle answer"

// expect: card body, expanded false
// expect: card body, expanded true
// expect: answer appeared
// expect: card body, expanded false
// expect: card body, expanded true
// expect: answer appeared
