// Check error: onChange(of:) on a value whose type is not Equatable
import SwiftUI

struct SortOrder {
    var ascending = true
    var key = "name"
}

struct SortedList: View {
    @State private var order = SortOrder()

    var body: some View {
        Button("Flip") { order.ascending.toggle() }
            .onChange(of: order) {
                print("order changed")
            }
    }
}
// expect-error: instance method 'onChange(of:initial:_:)' requires that 'SortOrder' conform to 'Equatable'
