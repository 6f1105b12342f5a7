// SwiftUI from Apple's documentation: appearance actions run innermost first, and tasks start after every onAppear of the update
// Apple, View.onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "The exact moment that
// SwiftUI calls this method depends on the specific view type that you apply it to, but the action closure completes before the first
// rendered frame appears." Apple is silent on the order between nested views; on iOS 17 it is reproducibly innermost first, with the
// `.task` actions started afterwards in the same innermost-first order (experiment "onAppear・onChange(initial: true)・task の実行順序",
// https://android.benigumo.com/20240328/onappear-onchange-task: "ネストの深いものから順番に実行される", "task は最上位 View の表示後に
// まとめて実行される"). Shelf's onAppear wraps BookCover, whose own onAppear is deeper, so the cover reports first.
import SwiftUI

struct BookCover: View {
    var body: some View {
        Text("Cover")
            .onAppear { print("BookCover appeared") }
            .task { print("BookCover task") }
    }
}

struct Shelf: View {
    var body: some View {
        let _ = print("Shelf body")
        VStack {
            BookCover()
        }
        .onAppear { print("Shelf appeared") }
        .task { print("Shelf task") }
    }
}

:mount Shelf()
// expect: Shelf body
// expect: BookCover appeared
// expect: Shelf appeared
// expect: BookCover task
// expect: Shelf task
