// Apple documentation style ("onSubmit(of:_:)"): a tag editor whose TextField binds a @State the body never reads, so typing runs no body; Return runs onSubmit, which adds the tag (one body run) or rejects a duplicate (none) (rules §3.5, §15.10, T3)
import SwiftUI

struct TagEditor: View {
    @State private var newTag = ""
    @State private var tags = ["swift"]

    var body: some View {
        let _ = print("TagEditor body: \(tags.joined(separator: ","))")
        VStack {
            TextField("New tag", text: $newTag)
                .onSubmit {
                    let tag = newTag.trimmingCharacters(in: .whitespaces).lowercased()
                    guard !tag.isEmpty, !tags.contains(tag) else {
                        print("rejected '\(newTag)'")
                        return
                    }
                    tags.append(tag)
                    newTag = ""
                    print("added \(tag)")
                }
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
            }
        }
    }
}

:mount TagEditor()
// expect: TagEditor body: swift
:type "UI" into "New tag"
:submit "New tag"
// expect: added ui
// expect: TagEditor body: swift,ui
:type "Swift" into "New tag"
:submit "New tag"
// expect: rejected 'Swift'
:clear "New tag"
