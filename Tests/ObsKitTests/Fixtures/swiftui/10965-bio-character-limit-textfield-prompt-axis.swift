// Hacking with Swift style (bio with a character limit): TextField with prompt and axis: .vertical, a limit enforced in onChange(of:) that writes the text back, a second update that onChange sees but ignores (rules §3.4, §11.1, §10.1)
import SwiftUI

struct BioEditor: View {
    @State private var bio = ""
    let limit = 10

    var body: some View {
        let _ = print("bio body \(bio.count)/\(limit)")
        VStack(alignment: .leading) {
            TextField("Bio", text: $bio, prompt: Text("Tell us about yourself"), axis: .vertical)
                .lineLimit(3...5)
            Text("\(limit - bio.count) characters left")
                .font(.caption)
        }
        .padding()
        .onChange(of: bio) { oldValue, newValue in
            if newValue.count > limit {
                print("trimmed \(newValue)")
                bio = String(newValue.prefix(limit))
            }
        }
    }
}
:mount BioEditor()
// expect: bio body 0/10
:type "Hi there" into "Bio"
// expect: bio body 1/10
// expect: bio body 2/10
// expect: bio body 3/10
// expect: bio body 4/10
// expect: bio body 5/10
// expect: bio body 6/10
// expect: bio body 7/10
// expect: bio body 8/10
:type "abc" into "Bio"
// expect: bio body 9/10
// expect: bio body 10/10
// expect: bio body 11/10
// expect: trimmed Hi thereabc
// expect: bio body 10/10
