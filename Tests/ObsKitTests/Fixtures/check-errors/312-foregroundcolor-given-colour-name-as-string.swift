// Check error: foregroundColor given a colour name as a String
import SwiftUI

struct WarningText: View {
    var body: some View {
        Text("Battery low")
            .foregroundColor("red")
            .bold()
    }
}

:mount WarningText()
// expect-error: cannot convert value of type 'String' to expected argument type 'Color'
