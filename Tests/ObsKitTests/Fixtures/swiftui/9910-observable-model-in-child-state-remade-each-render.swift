// Hacking with Swift forums style (an @Observable model in a child's @State)
// PITFALL (on purpose): `@State private var model = FilterModel()` runs FilterModel's init at every parent render; the extra models are throwaways and the installed one keeps the typed query, but each new one makes the child's value differ, so its body runs too (rules §3.1, §3.2, §3.3, §2.5, T6)
import SwiftUI

@Observable
final class FilterModel {
    static var made = 0
    let serial: Int
    var query = ""

    init() {
        FilterModel.made += 1
        serial = FilterModel.made
        print("FilterModel \(serial) init")
    }
}

struct SearchPanel: View {
    @State private var model = FilterModel()

    var body: some View {
        let _ = print("SearchPanel body: model \(model.serial) '\(model.query)'")
        TextField("Search", text: $model.query)
    }
}

struct CatalogScreen: View {
    @State private var reloads = 0

    var body: some View {
        let _ = print("CatalogScreen body: \(reloads)")
        VStack {
            Button("Reload \(reloads)") { reloads += 1 }
            SearchPanel()
        }
    }
}

:mount CatalogScreen()
// expect: CatalogScreen body: 0
// expect: FilterModel 1 init
// expect: SearchPanel body: model 1 ''
:type "ab" into "Search"
// expect: SearchPanel body: model 1 'a'
// expect: SearchPanel body: model 1 'ab'
:tap "Reload 0"
// expect: CatalogScreen body: 1
// expect: FilterModel 2 init
// expect: SearchPanel body: model 1 'ab'
:tap "Reload 1"
// expect: CatalogScreen body: 2
// expect: FilterModel 3 init
// expect: SearchPanel body: model 1 'ab'
