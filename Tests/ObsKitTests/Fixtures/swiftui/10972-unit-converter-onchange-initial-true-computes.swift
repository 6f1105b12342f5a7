// Hacking with Swift style (unit converter): onChange(of:initial: true) computes a derived @State on appear, after onAppear as written; a number TextField commits on Return and the derived value follows in a second update (rules §11.1, §15.10, §10.1)
import SwiftUI

struct UnitConverter: View {
    @State private var meters = 100.0
    @State private var feet = 0.0

    var body: some View {
        let _ = print("converter body \(feet.formatted(.number.precision(.fractionLength(1)))) ft")
        Form {
            TextField("Meters", value: $meters, format: .number)
            Text("\(feet.formatted(.number.precision(.fractionLength(1)))) ft")
        }
        .onAppear {
            print("appear")
        }
        .onChange(of: meters, initial: true) { old, new in
            print("meters \(old) -> \(new)")
            feet = new * 3.28084
        }
    }
}
:mount UnitConverter()
// expect: converter body 0.0 ft
// expect: appear
// expect: meters 100.0 -> 100.0
// expect: converter body 328.1 ft
:clear "Meters"
:type "5" into "Meters"
:submit "Meters"
// expect: converter body 328.1 ft
// expect: meters 100.0 -> 5.0
// expect: converter body 16.4 ft
