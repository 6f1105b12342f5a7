// what's-new style: `withAnimation` with a completion (iOS 17): the change inside is an ordinary state change (one body run), the inserted text appears, and the completion runs as soon as the action returned, before the update (rules §15.15, §1.1, §11.1)
import SwiftUI

struct FAQItem: View {
    @State private var expanded = false

    var body: some View {
        let _ = print("FAQItem body: expanded=\(expanded)")
        VStack {
            Button(expanded ? "Hide answer" : "Show answer") {
                withAnimation(.easeInOut, completionCriteria: .logicallyComplete) {
                    expanded.toggle()
                } completion: {
                    print("animation done")
                }
            }
            if expanded {
                Text("Because the state changed.")
                    .transition(.opacity)
                    .onAppear { print("answer appeared") }
                    .onDisappear { print("answer disappeared") }
            }
        }
        .animation(.easeInOut, value: expanded)
    }
}

:mount FAQItem()
// expect: FAQItem body: expanded=false
:tap "Show answer"
// expect: animation done
// expect: FAQItem body: expanded=true
// expect: answer appeared
:tap "Hide answer"
// expect: animation done
// expect: FAQItem body: expanded=false
// expect: answer disappeared
