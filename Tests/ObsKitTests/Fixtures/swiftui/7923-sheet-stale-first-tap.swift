// Style: forum question. "The first time I tap a fruit my sheet says 'nothing'. If I tap the same fruit again it still
// says 'nothing', but tapping another fruit works. What is going on?"
// SwiftUI: the tap writes `selected` and `showDetail`; the body read neither, so it does not run (rules §3.5). The
// sheet's content is built from the last body's closure, and a read of the ancestor's @State while views update
// answers the value of the ancestor's last update, nil (rules §3.5 "The stale sheet", §3.4, §8.7). That read makes the
// list's body depend on `selected` (rules §3.5, "A read anywhere in an update is the owner's"). Tapping the same fruit
// again writes an equal value: nothing changes (rules §3.4), so the sheet is built from the same stale closure. Tapping
// another fruit changes `selected`, which the body now depends on: the body runs, and the sheet sees "Banana".
// [C: https://stackoverflow.com/q/62936590]
import SwiftUI

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("detail shows \(name)")
        Text(name)
    }
}

struct FruitList: View {
    @State private var selected: String?
    @State private var showDetail = false

    var body: some View {
        let _ = print("list body")
        VStack {
            ForEach(["Apple", "Banana"], id: \.self) { fruit in
                Button(fruit) {
                    selected = fruit
                    showDetail = true
                }
            }
        }
        .sheet(isPresented: $showDetail) {
            FruitDetail(name: selected ?? "nothing")
        }
    }
}

:mount FruitList()
// expect: list body
:tap "Apple"
// expect: detail shows nothing
:dismiss
:tap "Apple"
// expect: detail shows nothing
:dismiss
:tap "Banana"
// expect: list body
// expect: detail shows Banana
