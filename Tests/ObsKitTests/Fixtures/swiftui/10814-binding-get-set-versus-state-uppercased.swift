// Blog style (Binding(get:set:) versus $state): @Uppercased projects Binding(get:set:), which reads the state when the body makes it, so typing in its field re-runs the view; @Stored projects $value, which is not a read, so typing in the note re-runs nothing (rules §9.1, §3.5, §2.5, §12.1, §12.2)
import SwiftUI

@propertyWrapper
struct Uppercased: DynamicProperty {
    @State private var value = ""

    var wrappedValue: String { value }

    var projectedValue: Binding<String> {
        Binding(
            get: { value },
            set: { value = $0.uppercased() }
        )
    }
}

@propertyWrapper
struct Stored: DynamicProperty {
    @State private var value = ""

    var wrappedValue: String { value }

    var projectedValue: Binding<String> { $value }
}

struct CouponView: View {
    @Uppercased var code: String
    @Stored var note: String

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Code", text: $code)
            TextField("Note", text: $note)
            Button("Apply") {
                print("apply \(code) with note \(note)")
            }
        }
    }
}

:mount CouponView()
// expect: CouponView: @self, @identity, _code, _note changed.
:type "ab" into "Code"
// expect: CouponView: _code changed.
// expect: CouponView: _code changed.
:type "hi" into "Note"
:tap "Apply"
// expect: apply AB with note hi
:type "c" into "Code"
// expect: CouponView: _code changed.
:tap "Apply"
// expect: apply ABC with note hi
