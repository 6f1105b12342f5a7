// A nonmutating setter reached through a get-only property or a get-only subscript: assignment and += change the referenced storage, nothing is written back
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
final class Box { var n = 0 }
struct Ref { let box: Box; var wrapped: Int { get { box.n } nonmutating set { box.n = newValue } } }
struct Holder { let box = Box(); subscript(i: Int) -> Ref { Ref(box: box) }; var ref: Ref { Ref(box: box) } }
let h = Holder()
h.ref.wrapped = 5
print(h.box.n)
h[0].wrapped = 7
print(h.box.n)
h.ref.wrapped += 1
print(h.box.n)
@dynamicMemberLookup
struct Lens { let box: Box
  subscript(dynamicMember kp: KeyPath<Ref, Int>) -> Int { Ref(box: box)[keyPath: kp] }
}

// expect: 5
// expect: 7
// expect: 8
