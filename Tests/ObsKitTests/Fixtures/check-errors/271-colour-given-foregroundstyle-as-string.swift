// Check error: a colour given to foregroundStyle as a string
import SwiftUI

struct WarningLabel: View {
    var body: some View {
        Text("Low battery")
            .font(.headline)
            .foregroundStyle("red")
    }
}

:mount WarningLabel()
// expect-error: instance method 'foregroundStyle' requires that 'String' conform to 'ShapeStyle'
