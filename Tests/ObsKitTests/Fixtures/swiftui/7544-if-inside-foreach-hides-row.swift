// Stack Overflow question: "hiding rows with `if` inside ForEach still resets them" — an `if` without else is a slot that empties
// What SwiftUI does: the ForEach keeps every id here, but each row's content is an `if` without `else`: one slot,
// filled or empty (rules §1.1). Hiding a done row empties its slot, so the row view's node dies, with
// onDisappear (rules §1.4, §11.1); showing it again fills the slot with a new node: @State from its initial value,
// onAppear (rules §3.2). The result is the same as filtering the array (7543): the row's state does not survive.
// The Toggle writes a @State the body reads, so the body runs once per toggle (rules §3.5).
// Sources: rules §1.1, §1.4, §3.2, §11.1; https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct Errand: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
}

struct ErrandRow: View {
    let errand: Errand
    @State private var note = 0

    var body: some View {
        Button("\(errand.title) notes: \(note)") {
            note += 1
        }
        .onAppear { print("appear \(errand.title)") }
        .onDisappear { print("disappear \(errand.title)") }
    }
}

struct ErrandsView: View {
    @State private var hideDone = false
    private let errands = [
        Errand(id: 1, title: "Bank", isDone: true),
        Errand(id: 2, title: "Post office", isDone: false),
        Errand(id: 3, title: "Pharmacy", isDone: true),
    ]

    var body: some View {
        let _ = print("ErrandsView body: hideDone \(hideDone)")
        Form {
            Toggle("Hide done", isOn: $hideDone)
            ForEach(errands) { errand in
                if !hideDone || !errand.isDone {
                    ErrandRow(errand: errand)
                }
            }
        }
    }
}

:mount ErrandsView()
// expect: ErrandsView body: hideDone false
// expect: appear Bank
// expect: appear Post office
// expect: appear Pharmacy
:tap "Bank notes: 0"
:tap "Post office notes: 0"
:toggle "Hide done"
// expect: ErrandsView body: hideDone true
// expect: disappear Bank
// expect: disappear Pharmacy
:toggle "Hide done"
// expect: ErrandsView body: hideDone false
// expect: appear Bank
// expect: appear Pharmacy
:tap "Bank notes: 0"
:tap "Post office notes: 1"
