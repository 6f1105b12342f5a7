// Check error: VStack's spacing: written before alignment:
import SwiftUI

struct ContactCard: View {
    var body: some View {
        VStack(spacing: 8, alignment: .leading) {
            Text("Maria Lopez")
                .font(.headline)
            Text("maria@example.com")
        }
    }
}

:mount ContactCard()
// expect-error: argument 'alignment' must precede argument 'spacing'
