// Check error: an initializer assigns a plain Int to the @State property's underscore storage
import SwiftUI

struct CounterView: View {
    @State private var count: Int

    init(start: Int) {
        _count = start
    }

    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

:mount CounterView(start: 5)
// expect-error: cannot assign value of type 'Int' to type 'State<Int>'
