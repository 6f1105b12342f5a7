// Tutorial style (a toast that hides itself): adding to a cart shows a toast with a move transition and schedules its removal with DispatchQueue.main.asyncAfter and withAnimation; a newer toast keeps its place and only the last timer hides it (rules §15.15, §1.1, §11.1, §2.3, §2.7, §3.4)
import SwiftUI

struct ToastView: View {
    let message: String

    var body: some View {
        let _ = print("ToastView body: \(message)")
        Text(message)
            .padding()
            .background(.thinMaterial, in: Capsule())
            .onAppear { print("toast shown") }
            .onDisappear { print("toast hidden") }
    }
}

struct CartView: View {
    @State private var itemCount = 0
    @State private var toastMessage: String?

    var body: some View {
        let _ = print("CartView body: \(itemCount) items")
        ZStack(alignment: .top) {
            VStack {
                Text("Items: \(itemCount)")
                Button("Add to cart") {
                    itemCount += 1
                    showToast("Added item \(itemCount)")
                }
            }
            if let toastMessage {
                ToastView(message: toastMessage)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
    }

    func showToast(_ text: String) {
        withAnimation(.spring) {
            toastMessage = text
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation {
                if toastMessage == text {
                    toastMessage = nil
                }
            }
        }
    }
}

:mount CartView()
// expect: CartView body: 0 items
:tap "Add to cart"
// expect: CartView body: 1 items
// expect: ToastView body: Added item 1
// expect: toast shown
:advance 1s
:tap "Add to cart"
// expect: CartView body: 2 items
// expect: ToastView body: Added item 2
:advance 1s
:advance 1s
// expect: CartView body: 2 items
// expect: toast hidden
