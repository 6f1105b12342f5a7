// Mistake: calls Image's `.resizable()` after `.frame(...)`, when the value is no longer an Image but `some View`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct AvatarRow: View {
    let name: String
    let role: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle")
                .frame(width: 48, height: 48)
                .resizable()
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                Text(role)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct TeamView: View {
    var body: some View {
        VStack(alignment: .leading) {
            AvatarRow(name: "Dana", role: "Designer")
            AvatarRow(name: "Eli", role: "Engineer")
        }
    }
}

:mount TeamView()
// expect-error: value of type 'some View' has no member 'resizable'
