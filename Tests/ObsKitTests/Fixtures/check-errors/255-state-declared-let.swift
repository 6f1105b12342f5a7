// Check error: @State declared with let
import SwiftUI

struct CounterView: View {
    @State private let count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

:mount CounterView()
// expect-error: property wrapper can only be applied to a 'var'
