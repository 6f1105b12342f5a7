// A "Saved!" banner inserted with `.transition(.move(edge: .top).combined(with: .opacity))`, shown with
// `withTransaction(Transaction(animation:))` and removed with animations disabled, under
// `.animation(_:value:)` (Apple's `transaction` and `withtransaction(_:_:)` pages).
// Expected: transactions only change the looks (rules §15.15): the banner appears and disappears at once.
import SwiftUI

struct SavedBanner: View {
    var body: some View {
        Text("Saved!")
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.green, in: Capsule())
            .onAppear { print("banner shown") }
            .onDisappear { print("banner hidden") }
    }
}

struct EditorView: View {
    @State private var showBanner = false

    var body: some View {
        VStack(spacing: 24) {
            if showBanner {
                SavedBanner()
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Button("Save") {
                let transaction = Transaction(animation: .easeInOut(duration: 0.3))
                withTransaction(transaction) {
                    showBanner = true
                }
            }
            Button("Dismiss banner") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    showBanner = false
                }
            }
        }
        .animation(.default, value: showBanner)
    }
}

:mount EditorView()
:tap "Save"
:tap "Dismiss banner"

// expect: banner shown
// expect: banner hidden
