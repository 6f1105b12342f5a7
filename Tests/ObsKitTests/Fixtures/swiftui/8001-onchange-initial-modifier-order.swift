// SwiftUI from Apple's documentation: onChange(initial: true) and onAppear run in modifier order, innermost view first; tasks run last
// Apple, View.onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg): "initial:
// Whether the action should be run when this view initially appears." Apple, View.onAppear(perform:): "Adds an action to perform before
// this view appears." Apple does not order them; this is the reproducible iOS 17 experiment of
// https://android.benigumo.com/20240328/onappear-onchange-task (same code, same output): "onAppear() と onChange(initial: true) は
// 記述順" (in the order written: the earlier modifier is the inner one), "ネストの深いものから順番に実行される" (deepest first), and every
// `task` after all of them, deepest first.
import SwiftUI

struct NestedEvents: View {
    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { print("Text task") }
                    .onChange(of: true, initial: true) { print("Text onChange") }
                    .onAppear { print("Text onAppear") }
            }
            .task { print("VStack task") }
            .onChange(of: true, initial: true) { print("VStack onChange") }
            .onAppear { print("VStack onAppear") }
        }
        .task { print("Group task") }
        .onChange(of: true, initial: true) { print("Group onChange") }
        .onAppear { print("Group onAppear") }
    }
}

:mount NestedEvents()
// expect: Text onChange
// expect: Text onAppear
// expect: VStack onChange
// expect: VStack onAppear
// expect: Group onChange
// expect: Group onAppear
// expect: Text task
// expect: VStack task
// expect: Group task
