def make_counter(step):
    count = 0
    def counter():
        nonlocal count
        count += step
        return count
    return counter

counter = make_counter(3)
apply = lambda value, transform: transform(value)
total = 0
for number in range(200_000):
    total = (total + apply(number, lambda x: x % 11) + counter()) % 1_000_003
print(total)
