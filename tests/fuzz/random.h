// Seeded picks shared by the mutators (each input has its own generator: mutator.h).
#pragma once

#include "mutator.h"

namespace fuzz {

/// A number from 0 to n - 1 (0 when n is 0).
inline size_t below(Rng &rng, size_t n)
{
    return n == 0 ? 0 : size_t(rng() % n);
}

/// True `percent` times in 100.
inline bool chance(Rng &rng, int percent)
{
    return int(rng() % 100) < percent;
}

/// An element of `v`, which must not be empty.
template<class T>
const T &pick(Rng &rng, const std::vector<T> &v)
{
    return v[below(rng, v.size())];
}

/// An element of `v`; "" when it is empty.
inline QString pick(Rng &rng, const QStringList &v)
{
    return v.isEmpty() ? QString() : v[qsizetype(below(rng, size_t(v.size())))];
}

} // namespace fuzz
