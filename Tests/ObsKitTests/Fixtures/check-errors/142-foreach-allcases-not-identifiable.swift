// Mistake: loops over an enum's `allCases` with ForEach without `id: \.self` although the enum is not Identifiable.
// Expected message: Xcode (author's knowledge); machine check: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Category' conform to 'Identifiable'
import SwiftUI

enum Category: String, CaseIterable {
    case food, travel, bills, fun
}

struct CategoryPicker: View {
    @State private var selected: Category = .food

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Category.allCases) { category in
                Button(category.rawValue.capitalized) {
                    selected = category
                }
            }
            Text("Selected: \(selected.rawValue)")
        }
    }
}

:mount CategoryPicker()
// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Category' conform to 'Identifiable'
