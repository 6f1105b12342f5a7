// Stack Overflow style: "toggling one row re-renders every row of my List($store.items)" (a row's toggle writes through $item into the store's @Published array: the store publishes, the list's body runs, and every row runs again, because ForEach over a binding hands each row a new Binding(get:set:) at each list body) (rules §15.1, §9.2, §6.3, §2.5)
import SwiftUI
import Combine

struct Errand: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class ErrandStore: ObservableObject {
    @Published var errands = [
        Errand(id: 1, title: "Post"),
        Errand(id: 2, title: "Bank"),
        Errand(id: 3, title: "Pharmacy"),
    ]
}

struct ErrandRow: View {
    @Binding var errand: Errand

    var body: some View {
        let _ = print("ErrandRow body: \(errand.title) \(errand.done)")
        Toggle(errand.title, isOn: $errand.done)
    }
}

struct ErrandList: View {
    @StateObject private var store = ErrandStore()

    var body: some View {
        let _ = print("ErrandList body: \(store.errands.filter(\.done).count) done")
        List($store.errands) { $errand in
            ErrandRow(errand: $errand)
        }
    }
}

:mount ErrandList()
// expect: ErrandList body: 0 done
// expect: ErrandRow body: Post false
// expect: ErrandRow body: Bank false
// expect: ErrandRow body: Pharmacy false
:toggle "Bank"
// expect: ErrandList body: 1 done
// expect: ErrandRow body: Post false
// expect: ErrandRow body: Bank true
// expect: ErrandRow body: Pharmacy false
:toggle "Post"
// expect: ErrandList body: 2 done
// expect: ErrandRow body: Post true
// expect: ErrandRow body: Bank true
// expect: ErrandRow body: Pharmacy false
